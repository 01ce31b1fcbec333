/** What the editor mounts from the renders feature: the dialog, the live queue and the viewers. */
export { RenderDialog, type RenderDialogProps } from './dialog/RenderDialog.tsx';
export { EditorRenders } from './editor/EditorRenders.tsx';
export type { CameraInput } from './model/cameras.ts';
export type { RenderScope } from './model/render-feed.ts';
export { galleryPath } from './paths.ts';
export { RenderQueuePanel } from './queue/RenderQueuePanel.tsx';
export { type RenderFeed, useRenderStream } from './use-render-stream.ts';
export { PanoramaViewer, type PanoramaViewerProps } from './viewers/PanoramaViewer.tsx';
export { TourViewer } from './viewers/TourViewer.tsx';
