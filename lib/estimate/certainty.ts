/** How sure a finding is: a minor difference, arithmetic plainly wrong, or a rule of thumb worth a look. */
import { plainKinds, type Certainty } from './fields';
import type { Finding } from './types';

export const certaintyOf = (finding: Finding): Certainty => (finding.minor ? 'minor' : plainKinds.has(finding.kind) ? 'plain' : 'look');
