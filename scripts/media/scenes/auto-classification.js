/* Files dropped into a claim upload and are sorted into types automatically. */
(() => {
  const { seg, lin, icon, shell, int } = window.kit;
  const files = [
    ['Contractor estimate v2.pdf', 'estimate', '2.4 MB'],
    ['IMG_4471.jpg', 'photo', '3.1 MB'],
    ['HO-3 policy 2024–25.pdf', 'policy', '5.8 MB'],
    ['Carrier inspection report.pdf', 'report', '1.2 MB'],
    ['IMG_4472.jpg', 'photo', '2.9 MB'],
    ['Carrier estimate v1.esx', 'estimate', '0.4 MB'],
    ['Moisture map.pdf', 'report', '0.8 MB'],
    ['IMG_4480.jpg', 'photo', '3.3 MB'],
  ];
  const label = { policy: 'Policy', estimate: 'Estimate', photo: 'Photo', report: 'Report' };
  const plural = { policy: 'Policies', estimate: 'Estimates', photo: 'Photos', report: 'Reports' };
  window.scenes['auto-classification'] = {
    duration: 8,
    poster: 0.8,
    render(t) {
      const rows = files
        .map(([name, type, size], i) => {
          const start = 0.06 + i * 0.065;
          const appear = seg(t, start, start + 0.04);
          const progress = lin(t, start + 0.02, start + 0.16);
          const done = progress >= 1;
          return `<div class="card" style="display:grid;grid-template-columns:28px 1fr 140px 96px;gap:14px;align-items:center;padding:11px 14px;opacity:${appear};transform:translateY(${(1 - appear) * 10}px)">
            <span style="color:#4D6488">${icon(type === 'photo' ? 'photo' : 'files', 20)}</span>
            <div><b style="font-size:13px">${name}</b><small>${size}</small></div>
            <div class="bar"><i style="width:${Math.round(progress * 100)}%;background:${done ? '#0F7A4B' : '#3C66EE'}"></i></div>
            <div style="text-align:right">${done ? `<span class="chip t-${type}">${label[type]}</span>` : `<small>${progress > 0 ? 'Reading…' : 'Queued'}</small>`}</div>
          </div>`;
        })
        .join('');
      const counts = { estimate: 0, photo: 0, report: 0, policy: 0 };
      files.forEach(([, type], i) => {
        if (lin(t, 0.08 + i * 0.065, 0.22 + i * 0.065) >= 1) counts[type] += 1;
      });
      const tiles = Object.entries(counts)
        .map(
          ([type, n]) =>
            `<div class="card" style="padding:14px"><span class="chip t-${type}">${plural[type]}</span><div style="font-size:30px;font-weight:700;margin-top:10px;color:#081226">${int(n)}</div><small>classified</small></div>`,
        )
        .join('');
      const body = `
        <div style="display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:18px;height:100%">
          <div style="display:flex;flex-direction:column;gap:9px">
            <div style="border:2px dashed #8FB0FB;border-radius:14px;background:#EEF4FF;padding:16px;display:flex;align-items:center;gap:14px;color:#233DB4">
              ${icon('upload', 26)}<div><b>Drop claim files here</b><small>PDF, DOCX, ESX, CSV, JPG and PNG · bulk uploads supported</small></div>
            </div>
            ${rows}
          </div>
          <div style="display:flex;flex-direction:column;gap:12px">
            <div class="grid" style="grid-template-columns:minmax(0,1fr) 1fr">${tiles}</div>
            <div class="card" style="padding:14px;font-size:13px;line-height:1.5">
              <b>Automatic classification</b>
              <p class="muted" style="margin-top:6px">Each file is read, typed and filed under this claim only. Nothing is shared with other claims.</p>
            </div>
          </div>
        </div>`;
      return shell({
        active: 'files',
        title: 'Upload and classify',
        actions: `<span class="btn primary">${icon('upload', 16)} Add files</span>`,
        body,
      });
    },
  };
})();
