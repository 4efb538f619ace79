// Prints how long this machine takes for a fixed one-thread loop, so that CI times taken on different days can
// be compared: this virtual machine's host is shared, and the same suite's CPU time has varied by half from
// one day to the next (docs/PERFORMANCE.md, "CI time"). Plain Node, no dependencies: it runs before npm install.
const LOOPS = 3e8
const started = process.hrtime.bigint()
let x = 0
for (let i = 0; i < LOOPS; i++) x = (x * 31 + i) % 1000003
const ms = Number(process.hrtime.bigint() - started) / 1e6
// x is printed so the loop cannot be optimised away.
console.log(`${Math.round(ms)} ms for a ${LOOPS / 1e6}M-step loop, Node ${process.versions.node} (checksum ${x})`)
