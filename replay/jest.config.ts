import { nodeProject } from '../jest.base';

export default nodeProject('replay', __dirname);
