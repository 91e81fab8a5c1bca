// Every platform test file hashes passwords with the cheap test cost (accounts/secrets.ts): OWASP's
// N=2^17 costs about 0.4 s a hash on CI's two cores. Tests that check the real parameters pass them
// explicitly.
import { usePasswordCostForTests } from '../src/accounts/secrets.js'

usePasswordCostForTests()
