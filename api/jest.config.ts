import { nodeProject } from '../jest.base';

export default nodeProject('api', __dirname);
