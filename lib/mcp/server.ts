import 'server-only'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { env } from '@/lib/env'
import { AppError, toAppError } from '@/lib/errors'
import { BODY_MESSAGES } from '@/lib/http/read-json'
import { planCost, planCostInput, planCostOutput } from './cost-plan'
import { compareProvidersOutput, findProvidersOutput, getProviderOutput } from './provider-output'
import {
  compareProviders,
  compareProvidersInput,
  findProviders,
  findProvidersInput,
  getProvider,
  getProviderInput,
} from './tools'

const SERVER_VERSION = '1.0.0'
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const

/** Only an AppError's message reaches the client; the SDK would pass on any internal message. */
async function answer(work: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    const output = await work()
    return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output }
  } catch (error) {
    const known = error instanceof AppError ? error : toAppError(error, 'mcp')
    return { content: [{ type: 'text', text: known.message }], isError: true }
  }
}

/** One per request (stateless). */
export function createMcpServer(): McpServer {
  const server = new McpServer(
    { name: `${env.SITE_NAME} provider data`, version: SERVER_VERSION },
    {
      instructions: `${env.SITE_NAME} compares online GLP-1 weight-loss providers (semaglutide, tirzepatide): monthly prices per dose, the US states and countries served, and the Vial Score rating. Quote prices with their source and date. It gives no medical advice.`,
    },
  )
  server.registerTool(
    'find_providers',
    {
      title: 'Find providers',
      description:
        'Providers listed on the site, ranked by Vial Score, filtered by US state, medication and monthly budget. Each with prices per dose, the Vial Score, the source and last-verified date of its prices, and its page on the site.',
      inputSchema: findProvidersInput,
      outputSchema: findProvidersOutput,
      annotations: READ_ONLY,
    },
    (input) => answer(() => findProviders(input)),
  )
  server.registerTool(
    'get_provider',
    {
      title: 'Get a provider',
      description:
        'One provider by slug: prices per dose, states and countries served, and the Vial Score with its breakdown (inputs and weights).',
      inputSchema: getProviderInput,
      outputSchema: getProviderOutput,
      annotations: READ_ONLY,
    },
    (input) => answer(() => getProvider(input)),
  )
  server.registerTool(
    'compare_providers',
    {
      title: 'Compare providers',
      description:
        'Providers side by side: the monthly price at each dose step of each medication, medications, states and Vial Score inputs.',
      inputSchema: compareProvidersInput,
      outputSchema: compareProvidersOutput,
      annotations: READ_ONLY,
    },
    (input) => answer(() => compareProviders(input)),
  )
  server.registerTool(
    'plan_cost',
    {
      title: 'Plan the cost',
      description:
        "What a GLP-1 medicine would cost a patient: every path that fits their coverage (Medicare GLP-1 Bridge or Part D, Medicaid in their state, a private plan, self-pay, a country's public route), use, BMI, conditions and preferred form, cheapest first, with first-year costs, next steps, sources, and what is ruled out and why. The same answer as the /cost page.",
      inputSchema: planCostInput,
      outputSchema: planCostOutput,
      annotations: READ_ONLY,
    },
    (input) => answer(() => planCost(input)),
  )
  return server
}

/** JSON rather than an event stream: no tool sends progress. */
export async function handleMcpPost(request: Request, message: unknown): Promise<Response> {
  const server = createMcpServer()
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  })
  await server.connect(transport)
  try {
    return await transport.handleRequest(request, { parsedBody: message })
  } finally {
    // The JSON answer is complete once handleRequest resolves; closing frees the server's handlers.
    await server.close()
  }
}

export function mcpErrorResponse(error: AppError): Response {
  const code =
    error.message === BODY_MESSAGES.notJson
      ? -32700
      : error.kind === 'bad_request'
        ? -32600
        : error.kind === 'internal'
          ? -32603
          : -32000
  const response = error.toResponse()
  return Response.json(
    {
      jsonrpc: '2.0',
      error: {
        code,
        message: error.message,
        ...(error.details?.fieldErrors ? { data: { fieldErrors: error.details.fieldErrors } } : {}),
      },
      id: null,
    },
    { status: response.status, headers: response.headers },
  )
}

/** GET and DELETE mean nothing to a stateless server: 405, as the SDK's examples answer. */
export function mcpMethodNotAllowed(): Response {
  return Response.json(
    { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: send MCP messages with POST.' }, id: null },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
