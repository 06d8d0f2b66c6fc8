import { nodeProject } from '../jest.base';

/** Tests of the repository's dev and CI tooling (supervisor, build transforms, architecture checks). */
export default nodeProject('scripts', __dirname);
