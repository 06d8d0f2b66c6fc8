import { webProject } from '../jest.base';

export default webProject('mfe-search', __dirname);
