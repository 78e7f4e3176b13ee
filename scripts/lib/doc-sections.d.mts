export function writeDocSection(name: string, markdown: string): void;
export function machine(): string;
