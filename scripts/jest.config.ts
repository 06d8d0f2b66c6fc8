import { nodeProject } from '../jest.base';

/** Tests of the repository scripts (the static server `serve.mjs` and its policy module). */
export default nodeProject('scripts', __dirname);
