// Playwright starts this beside the site (playwright.config.ts) so the community page has a Reddit to talk to.
import { startFakeReddit } from '../tests/helpers/fake-reddit'

const port = Number(process.argv[2] ?? 3299)
startFakeReddit({ port }).then((fake) => console.log(`fake Reddit on ${fake.url}`))
