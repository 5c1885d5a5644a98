// The React recipe's demo page: the gallery, and a picker whose change reloads it.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UgcGallery } from './UgcGallery.js';

// Demo only: `npm start` adds ?sandbox=… when it had to move the sandbox.
const baseUrl = new URLSearchParams(location.search).get('sandbox') ?? 'http://127.0.0.1:8787';

function App() {
  const [albumId, setAlbumId] = useState('1001');
  const [status, setStatus] = useState('');
  return (
    <>
      <label>
        Album{' '}
        <select value={albumId} onChange={(e) => setAlbumId(e.target.value)}>
          <option value="1001">1001 Community gallery</option>
          <option value="1002">1002 Staff picks</option>
          <option value="1003">1003 Trail Runner 42</option>
          <option value="1004">1004 Empty (the block hides)</option>
        </select>
      </label>
      <p role="status">{status}</p>
      <UgcGallery
        albumId={albumId}
        apiKey="demo-public-key"
        baseUrl={baseUrl}
        analyticsUrl={baseUrl}
        onLoad={(e) => setStatus(`Album ${e.detail.albumId}: page ${e.detail.page}, ${e.detail.items.length} items`)}
      />
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
