// Imported first by scripts that need a supported Node.js: stops at once, naming this one, when it is too old.
import { exitIfUnsupported } from './check-node.mjs';

exitIfUnsupported(process.versions.node);
