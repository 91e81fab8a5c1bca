// The size of every list a GraphQL operation sends (docs/security.md, "List sizes"). Each list argument of
// the schema, and each list field of an input type an argument reaches, has a cap from core's limits
// (packages/core/src/limits.ts), by its schema coordinate. `capListArguments` wraps the resolver of every
// field that takes such an argument: a list over its cap is refused with VALIDATION and core's pt-BR
// message before the resolver runs. A list in the schema without a cap stops the schema from being built,
// so a new list argument cannot ship uncapped (test/list-limits.test.ts also walks the schema).
import {
  CONSENT_PURPOSES,
  MAX_APPLICATION_ANSWERS,
  MAX_DISABILITIES,
  MAX_OCCUPATIONS,
  MAX_PROFILE_UPDATE_ANSWERS,
  MAX_REFERENCE_LIST_NAMES,
  MAX_SAVED_JOBS,
  MAX_SKILLS,
  MAX_TALENT_BANK_ANSWERS,
  MAX_TEST_ANSWER_OPTIONS,
  MAX_TEST_IDS,
  ptBR,
} from '@carreiras/core'
import {
  BREAK,
  Kind,
  TypeInfo,
  GraphQLError,
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql'

/**
 * The cap of each list, by schema coordinate: `Type.field(argument:)` for an argument,
 * `InputType.field` for a field of an input type. A list inside a list has its outer list's cap.
 */
export const LIST_LIMITS: Readonly<Record<string, number>> = {
  'Query.domains(names:)': MAX_REFERENCE_LIST_NAMES,
  'Query.subscriptionRecentTests(testIds:)': MAX_TEST_IDS,
  'Mutation.setConsents(choices:)': CONSENT_PURPOSES.length,
  'Mutation.validateCandidateEliminatoryQuestions(questions:)': MAX_APPLICATION_ANSWERS,
  'Mutation.subscriptionNew(questions:)': MAX_APPLICATION_ANSWERS,
  'Mutation.personalDataUpdate(disabilities:)': MAX_DISABILITIES,
  'Mutation.professionalExpCreateUpdate(occupations:)': MAX_OCCUPATIONS,
  'Mutation.skillsCreateUpdate(skills:)': MAX_SKILLS,
  'Mutation.joinTalentBank(answers:)': MAX_TALENT_BANK_ANSWERS,
  'Mutation.questionUpdate(questions:)': MAX_PROFILE_UPDATE_ANSWERS,
  'Mutation.saveTestQuestion(answers:)': MAX_TEST_ANSWER_OPTIONS,
  'Mutation.mergeSavedJobs(opportunity_ids:)': MAX_SAVED_JOBS,
}

const unwrap = (type: GraphQLInputType): GraphQLInputType => (isNonNullType(type) ? type.ofType : type)

/** Does a value of this type hold a list anywhere (itself, or a field of an input type, at any depth)? */
function holdsList(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const own = unwrap(type)
  if (isListType(own)) return true
  const named = getNamedType(own)
  if (!isInputObjectType(named) || seen.has(named.name)) return false
  seen.add(named.name)
  return Object.values(named.getFields()).some((field) => holdsList(field.type, seen))
}

/** Every list of the schema's arguments, as the coordinates LIST_LIMITS is keyed by. */
export function listCoordinates(schema: GraphQLSchema): string[] {
  const found = new Set<string>()
  const inputs = new Set<string>()
  const visitInput = (type: GraphQLInputType) => {
    const named = getNamedType(type)
    if (!isInputObjectType(named) || inputs.has(named.name)) return
    inputs.add(named.name)
    for (const field of Object.values(named.getFields())) {
      if (isListType(unwrap(field.type))) found.add(`${named.name}.${field.name}`)
      visitInput(field.type)
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) {
        if (isListType(unwrap(arg.type))) found.add(`${type.name}.${field.name}(${arg.name}:)`)
        visitInput(arg.type)
      }
    }
  }
  return [...found].sort()
}

const refuse = (max: number) =>
  new GraphQLError(ptBR.validation.listTooLong(max), { extensions: { code: 'VALIDATION' } })

/** Throws when a list in `value` (of `type`, at `coordinate`) is over its cap; looks only where lists are. */
function check(value: unknown, type: GraphQLInputType, coordinate: string, limits: typeof LIST_LIMITS) {
  if (value == null) return
  const own = unwrap(type)
  if (isListType(own)) {
    if (!Array.isArray(value)) return
    const max = limits[coordinate]!
    if (value.length > max) throw refuse(max)
    const item = own.ofType as GraphQLInputType
    if (holdsList(item)) for (const element of value) check(element, item, coordinate, limits)
    return
  }
  if (!isInputObjectType(own) || typeof value !== 'object') return
  for (const field of Object.values(own.getFields())) {
    if (holdsList(field.type))
      check((value as Record<string, unknown>)[field.name], field.type, `${own.name}.${field.name}`, limits)
  }
}

/**
 * Wraps the resolver of every field with a list in its arguments so that a list over its cap is refused
 * before the resolver runs. Throws when a list of the schema has no cap in `limits`.
 */
export function capListArguments(
  schema: GraphQLSchema,
  limits: typeof LIST_LIMITS = LIST_LIMITS,
): GraphQLSchema {
  const uncapped = listCoordinates(schema).filter((coordinate) => !(coordinate in limits))
  if (uncapped.length > 0)
    throw new Error(
      `Every list argument needs a cap in security/list-limits.ts (LIST_LIMITS); missing: ${uncapped.join(', ')}`,
    )
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      const lists = field.args.filter((arg) => holdsList(arg.type))
      if (lists.length === 0) continue
      const resolve = field.resolve ?? defaultFieldResolver
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        for (const arg of lists)
          check(args[arg.name], arg.type, `${type.name}.${field.name}(${arg.name}:)`, limits)
        return resolve(source, args, context, info)
      }
    }
  }
  return schema
}

/**
 * The same caps on an operation's variables as sent, before graphql-js coerces them (coercing 100,000
 * items alone takes about a third of a second): the refusal for the first list over its cap, or null.
 * Lists written in the document itself are few (the document's tokens are limited) and are left to the
 * resolvers' check; so is anything this walk does not recognise (an unknown field or argument).
 */
export function oversizedVariable(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  limits: typeof LIST_LIMITS = LIST_LIMITS,
): GraphQLError | null {
  if (!variables) return null
  const typeInfo = new TypeInfo(schema)
  let refusal: GraphQLError | null = null
  // A literal value of `type` at `coordinate`, whose variables are checked as the values they hold.
  const inValue = (node: ValueNode, type: GraphQLInputType, coordinate: string) => {
    if (node.kind === Kind.VARIABLE) {
      check(variables[node.name.value], type, coordinate, limits)
      return
    }
    const own = unwrap(type)
    if (node.kind === Kind.LIST && isListType(own)) {
      for (const item of node.values) inValue(item, own.ofType as GraphQLInputType, coordinate)
    } else if (node.kind === Kind.OBJECT && isInputObjectType(own)) {
      const fields = own.getFields()
      for (const field of node.fields) {
        const definition = fields[field.name.value]
        if (definition && holdsList(definition.type))
          inValue(field.value, definition.type, `${own.name}.${definition.name}`)
      }
    }
  }
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument()
        const field = typeInfo.getFieldDef()
        const parent = typeInfo.getParentType()
        if (!argument || !field || !parent || !holdsList(argument.type)) return
        try {
          inValue(node.value, argument.type, `${parent.name}.${field.name}(${argument.name}:)`)
        } catch (error) {
          refusal = error as GraphQLError
          return BREAK
        }
      },
    }),
  )
  return refusal
}
