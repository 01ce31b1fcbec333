import { createContext, useContext } from 'react';

/** What the editor's template actions need from the editor around them. */
export interface EditorTemplateContext {
  projectId: string;
  /** Saves what is not saved yet, so the server takes the room as it is on screen. */
  flush(): Promise<void>;
}

export const TemplateEditorContext = createContext<EditorTemplateContext | null>(null);

export function useTemplateEditor(): EditorTemplateContext | null {
  return useContext(TemplateEditorContext);
}
