import { webProject } from '../jest.base';

/** This remote's own Jest project: `npx jest --selectProjects mfe-learn`. */
export default webProject('mfe-learn', __dirname);
