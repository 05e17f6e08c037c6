// Floor 1: React alone draws the front page's code form as plain HTML.
import { createRoot } from 'react-dom/client';
import { texts } from './texts';

function Front() {
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>{texts.title}</h1>
      <p>{texts.lead}</p>
      <label>
        {texts.code}
        <input name="code" style={{ display: 'block', width: '100%', height: 40 }} />
      </label>
      <button type="submit" style={{ marginTop: 16, height: 40 }}>
        {texts.submit}
      </button>
      <p>
        <a href="/#login">{texts.signIn}</a>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Front />);
