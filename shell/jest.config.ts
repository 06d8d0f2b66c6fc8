/**
 * Loaded with ts-node: Node 22.18+ would load it with its own type stripping, as an ES module
 * without __dirname.
 *
 * @jest-config-loader ts-node
 */
import { webProject } from '../jest.base';

export default webProject('shell', __dirname);
