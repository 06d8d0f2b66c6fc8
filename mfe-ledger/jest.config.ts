import { webProject } from '../jest.base';

/** This remote's own Jest project: `npx jest --selectProjects mfe-ledger`. */
export default webProject('mfe-ledger', __dirname);
