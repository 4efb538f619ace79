/**
 * Loads `.env` (and `.env.local`, `.env.production`...) the way `next` does, for the tsx scripts: imported
 * first, so `lib/env` reads the same settings as the server they prepare. Without it a DATABASE_URL kept only
 * in `.env` reached the Next server but not `npm start`'s migration or the db:* commands.
 */
import { loadEnvConfig } from '@next/env'

loadEnvConfig(process.cwd(), process.argv.includes('dev'))
