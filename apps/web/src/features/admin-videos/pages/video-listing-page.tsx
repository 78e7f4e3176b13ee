import { VideoTable } from '../components/video-table';
import { VideoUpload } from '../components/video-upload';

export function VideoListingPage() {
  return (
    <div className="flex flex-col gap-6">
      <VideoUpload />
      <VideoTable />
    </div>
  );
}
