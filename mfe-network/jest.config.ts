import { webProject } from '../jest.base';

/** This remote's own Jest project: `npx jest --selectProjects mfe-network`. */
export default webProject('mfe-network', __dirname);
