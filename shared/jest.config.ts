import { webProject } from '../jest.base';

export default webProject('shared', __dirname);
