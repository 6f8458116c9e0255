/** Type declarations for the two text-search libraries, which ship none. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}

declare module 'stopword' {
  const lists: Record<string, string[]>;
  export = lists;
}
