// `node tools/dist/test-logs/scan-captured.js DIR`: fails (exit 1), naming file, line and kind with
// the secret itself redacted, when any captured log line or span of a test run holds an email
// address, a session cookie, a token, a principal or a Stripe secret. run-all.mjs runs it after
// the e2e layer, over what every TestStack wrote (libs/testing, LIFEWHEEL_TEST_CAPTURE_DIR).
import { scanCapturedOutput } from './captured-secrets.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: scan-captured DIR');
  process.exit(2);
}
const { files, lines, findings } = await scanCapturedOutput(dir);
if (files === 0) {
  console.error(`secret scan: nothing was captured in ${dir}, so nothing was checked`);
  process.exit(1);
}
if (findings.length > 0) {
  console.error(`\nsecret scan: ${findings.length} secret(s) in the captured logs and spans of the e2e run:`);
  for (const finding of findings.slice(0, 50)) console.error(`  ${finding.file}:${finding.lineNumber}: ${finding.kind}\n      ${finding.excerpt}`);
  if (findings.length > 50) console.error(`  ... and ${findings.length - 50} more`);
  process.exit(1);
}
console.log(`secret scan: ${lines} lines in ${files} files of logs and spans, no email address, cookie, token or Stripe secret`);
