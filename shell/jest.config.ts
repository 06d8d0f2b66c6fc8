import { webProject } from '../jest.base';

export default webProject('shell', __dirname);
