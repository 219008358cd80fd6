/* Eureka: a coverage question answered from the claim's documents, with citations and actions. */
(() => {
  const { seg, lin, typed, icon, shell } = window.kit;
  const question = 'Does the policy cover the interior water damage from the roof leak?';
  const answer =
    'Yes, most likely. The policy covers sudden and accidental water damage that follows a covered roof opening, and the hail report confirms openings on the east slope. The carrier estimate omits the ceiling repair in the living room; the contractor estimate prices it at $1,218.24.';
  window.scenes['eureka-chat'] = {
    duration: 9,
    poster: 0.86,
    render(t) {
      const typing = lin(t, 0.04, 0.26);
      const sent = t > 0.3;
      const thinking = t > 0.32 && t < 0.44;
      const streamed = lin(t, 0.44, 0.8);
      const cites = seg(t, 0.8, 0.85);
      const actions = seg(t, 0.86, 0.92);
      const bubble = (who, html) =>
        who === 'user'
          ? `<div style="align-self:flex-end;max-width:70%;background:#2A4DD9;color:#fff;padding:12px 16px;border-radius:16px 16px 4px 16px;font-size:14px;line-height:1.5">${html}</div>`
          : `<div style="display:flex;gap:10px;max-width:82%"><div style="width:32px;height:32px;border-radius:50%;background:#0F1E36;color:#F9C23C;display:grid;place-items:center;flex:none">${icon('spark', 18)}</div><div class="card" style="padding:12px 16px;font-size:14px;line-height:1.6">${html}</div></div>`;
      const thread = [
        bubble(
          'assistant',
          'Hi Jordan. I have read 14 files in this claim: the policy and endorsement, two estimates, 3 reports and 8 photos. What would you like to know?',
        ),
        sent ? bubble('user', question) : '',
        thinking ? bubble('assistant', `<span class="muted">Reading the policy, both estimates and the inspection report…</span>`) : '',
        streamed > 0
          ? bubble(
              'assistant',
              `${typed(answer, streamed)}<div style="margin-top:10px;opacity:${cites}"><span class="cite">Policy p. 6 § B.4</span><span class="cite">Inspection p. 4</span><span class="cite">Estimate A line 88</span></div>
               <div style="display:flex;gap:8px;margin-top:12px;opacity:${actions}"><span class="btn">Create task</span><span class="btn">Add note</span><span class="btn">Draft letter to carrier</span></div>`,
            )
          : '',
      ].join('');
      const draft = sent ? '' : typed(question, typing);
      const body = `
        <div style="display:grid;grid-template-columns:minmax(0,1fr) 250px;gap:18px;height:100%">
          <div style="display:flex;flex-direction:column;height:100%">
            <div style="flex:1;display:flex;flex-direction:column;gap:14px;justify-content:flex-end">${thread}</div>
            <div class="card" style="margin-top:14px;padding:12px 16px;display:flex;align-items:center;gap:10px"><span style="flex:1;${draft ? '' : 'color:#6E85A8'}">${draft || 'Ask about the policy, the estimate or the claim'}</span><span class="btn primary">Send</span></div>
          </div>
          <div style="display:flex;flex-direction:column;gap:10px">
            <div class="card" style="padding:14px"><b>Sources in this session</b><small style="margin-top:4px">Answers use this claim's files only.</small>
              <div style="display:flex;flex-direction:column;gap:8px;margin-top:10px;font-size:12.5px">
                <span class="chip t-policy">HO-3 policy 2024–25</span><span class="chip t-estimate">Contractor estimate v2</span><span class="chip t-estimate">Carrier estimate v1</span><span class="chip t-report">Inspection report</span>
              </div>
            </div>
            <div class="card" style="padding:14px"><b>Suggested</b><div style="display:flex;flex-direction:column;gap:8px;margin-top:10px;font-size:12.5px;color:#3A4F70"><span>What is the hurricane deductible?</span><span>Which line items did the carrier omit?</span><span>Summarize the inspection report</span></div></div>
          </div>
        </div>`;
      return shell({ active: 'chat', title: 'Eureka', actions: '<span class="btn">New session</span>', body });
    },
  };
})();
