export declare const PUBLIC_PAGES: string[]
export declare const JS_TRANSFER_BUDGET_KIB: number
export declare const SIGNED_IN_JS_TRANSFER_BUDGET_KIB: number
