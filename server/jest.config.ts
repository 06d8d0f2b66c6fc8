import { nodeProject } from '../jest.base';

/** Tests of the web server (`src/serve.ts` and its modules). */
export default nodeProject('server', __dirname);
