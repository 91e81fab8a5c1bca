// The validator ships JavaScript only; the part the journeys use.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    fieldNames?: string[]
    path?: unknown[]
  }
  class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<ValidationIssue[]>
  }
  export default Validator
}
