"""The projector's kernels: few, and gone when their page has gone.

Voilà starts a kernel (about 67 MB) for every load of the page and keeps it
until the server stops.  :class:`ProjectorKernelManager` is the kernel
manager ``cardkit-projector`` gives Voilà:

* a kernel whose page has gone (no connection) and that has been idle for
  ``cull_idle_timeout`` seconds is shut down, checked every ``cull_interval``
  seconds (jupyter_server's culler, on with the projector's settings);
* at most :attr:`ProjectorKernelManager.max_kernels` run at once: a page
  load beyond that first shuts down kernels whose page has gone (oldest
  first: a page that connected and closed, or one that never connected
  within ``grace`` seconds, so that a page still loading keeps its kernel),
  and when every kernel still has its page,
  the load is refused with a sentence saying why (HTTP 503).

Only the Voilà server imports this module (it needs jupyter_server).
"""

from __future__ import annotations

import os
from datetime import timedelta

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import ensure_async
from tornado import web
from traitlets import Float, Integer

from .. import i18n

i18n.register({
    "projector.full": {
        "en": "the projector already shows {n} pages, each with its own Python: close one, wait a minute, then load this page again",
        "it": "il proiettore mostra già {n} pagine, ognuna con il suo Python: chiudine una, aspetta un minuto, poi ricarica questa pagina",
    },
})


class ProjectorKernelManager(AsyncMappingKernelManager):
    """Voilà's kernel manager, capped at :attr:`max_kernels` kernels."""

    max_kernels = Integer(4, config=True, help="the most kernels (pages) alive at once")
    grace = Float(15.0, config=True,
                  help="seconds a new kernel may wait for its page to connect before it counts as gone")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._seen: set[str] = set()      # kernels whose page has connected once

    def notify_connect(self, kernel_id):
        self._seen.add(kernel_id)
        super().notify_connect(kernel_id)

    def remove_kernel(self, kernel_id):
        self._seen.discard(kernel_id)
        return super().remove_kernel(kernel_id)

    def _gone(self) -> list[str]:
        """The kernels whose page has gone (it connected and left, or never
        connected within :attr:`grace` seconds), oldest activity first."""
        from jupyter_server._tz import utcnow

        now, found = utcnow(), []
        for kernel_id in list(self._kernels):
            kernel = self._kernels[kernel_id]
            started = getattr(kernel, "last_activity", None)
            if self._kernel_connections.get(kernel_id, 0) == 0 and (
                    kernel_id in self._seen or started is None
                    or now - started > timedelta(seconds=self.grace)):
                found.append((started or now, kernel_id))
        return [kernel_id for _, kernel_id in sorted(found)]

    async def start_kernel(self, *, kernel_id=None, path=None, **kwargs):  # type: ignore[override]
        if kernel_id is None or kernel_id not in self:
            for gone in self._gone():
                if len(self._kernels) < self.max_kernels:
                    break
                self.log.info("Shutting down kernel %s: its page has gone", gone)
                await ensure_async(self.shutdown_kernel(gone))
            if len(self._kernels) >= self.max_kernels:
                lang = os.environ.get("CARDKIT_PROJECTOR_LANGUAGE")
                text = i18n.tr("projector.full", lang if lang in i18n.LANGUAGES else None, n=self.max_kernels)
                raise web.HTTPError(503, reason=text[:1].upper() + text[1:])
        return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
