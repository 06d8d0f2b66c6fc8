import { webProject } from '../jest.base';

/** This remote's own Jest project: `npx jest --selectProjects mfe-account`. */
export default webProject('mfe-account', __dirname);
