// What the server and the resume reader's thread (resume-text.worker.mts) say to each other: types
// only, in a CommonJS module that the ES-module worker imports as types (erased when Node runs it).

/** One file to read; `bytes` is transferred to the thread. */
export interface ResumeTextRequest {
  kind: 'pdf' | 'docx';
  bytes: Uint8Array<ArrayBuffer>;
}

/** The text, or why the file had none (damaged, encrypted, not the kind it claims). */
export type ResumeTextAnswer = { text: string } | { unreadable: string };

export interface ResumeTextWorkerData {
  /** Stop reading once this much text is gathered (the caller caps it exactly). */
  maxChars: number;
  /** Read no more pages of a PDF than this. */
  maxPages: number;
}
