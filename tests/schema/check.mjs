// Checks YAML files against schema/ruleset.schema.json with ajv (a real JSON Schema validator).
// usage: node check.mjs SCHEMA --valid FILE... --invalid FILE...
// Every --valid file must pass and every --invalid file must fail; prints one line per file.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(process.env.VARIANT_NPM_DIR + "/node_modules/");
const Ajv2020 = require("ajv/dist/2020").default;
const YAML = require("yaml");

const [schemaPath, ...rest] = process.argv.slice(2);
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false })  // anyOf: [{required: [extends]}, ...] is intended;
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")));

let expectValid = true;
let failures = 0;
for (const arg of rest) {
  if (arg === "--valid" || arg === "--invalid") {
    expectValid = arg === "--valid";
    continue;
  }
  const data = YAML.parse(readFileSync(arg, "utf8"));
  const valid = validate(data);
  const detail = valid ? "" : " " + ajv.errorsText(validate.errors, { separator: "; " });
  if (valid === expectValid) {
    console.log(`${arg}: ${valid ? "valid" : "rejected as expected:" + detail}`);
  } else {
    console.log(`${arg}: FAILED: expected ${expectValid ? "valid" : "rejected"}, got ${valid ? "valid" : "rejected:" + detail}`);
    failures++;
  }
}
process.exit(failures ? 1 : 0);
