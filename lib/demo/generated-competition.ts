/** A generated competition of the demo: the folder of its `gp` command, file by file, ready to upload. */
export interface GeneratedCompetition {
  slug: string;
  kind: string;
  name: string;
  files: { name: string; bytes: Uint8Array }[];
}
