export declare const resultsDir: string;
export declare function recordBench(name: string, rows: { measure: string; value: string; goal?: string }[]): void;
export declare function median(values: number[]): number;
