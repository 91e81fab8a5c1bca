export declare function portBlock(lane?: string): [number, number]
export declare function freePorts(count: number, options?: { exclude?: number[] }): Promise<number[]>
export declare function freePort(): Promise<number>
export declare function freePortsSync(count: number, options?: { exclude?: number[] }): number[]
