"""Jupyter widgets of the kit: thin views over the rules core.

Each widget lives in its own module; synced traits carry plain notation
strings, and every refusal shows the core's own message.  Importing this
package needs ipywidgets and anywidget (the rules core does not).
"""

from .base import CardkitWidget, MessageMixin, WidgetReprMixin, widget_repr
from .hand import HandWidget

__all__ = ["CardkitWidget", "MessageMixin", "WidgetReprMixin", "widget_repr", "HandWidget"]

# Belote (one module per widget: belote_bidding, belote_hand, belote_drill,
# belote_trick, belote_honours, belote_score, belote_game, belote_replay)
from .belote.bidding import BiddingPanel
from .belote.drill import LegalCardsDrill
from .belote.game import BeloteGame
from .belote.hand import BeloteHand
from .belote.honours import HonoursView
from .belote.replay import BeloteReplay
from .belote.score import ScoreSheet
from .belote.trick import TrickView

__all__ += ["BiddingPanel", "LegalCardsDrill", "BeloteGame", "BeloteHand", "BeloteReplay", "HonoursView",
            "ScoreSheet", "TrickView"]

# Scopa (one module per widget: scopa_explorer, scopa_primiera, scopa_game,
# scopa_replay; shared parts in scopa_common)
from .scopa.explorer import CaptureExplorer
from .scopa.game import ScopaGame
from .scopa.primiera import PrimieraCalculator
from .scopa.replay import ReplayViewer

__all__ += ["CaptureExplorer", "PrimieraCalculator", "ScopaGame", "ReplayViewer"]

# Picchetto (one module per widget: picchetto_accomodo, picchetto_dialogue,
# picchetto_counter, picchetto_game, picchetto_calculator, picchetto_replay;
# shared parts in picchetto_common, the replays' in replay_common)
from .picchetto.accomodo import AccomodoWidget
from .picchetto.calculator import DeclarationsCalculator
from .picchetto.counter import TrickCounter
from .picchetto.dialogue import DeclarationDialogue
from .picchetto.game import PicchettoGame
from .picchetto.advisor import AccomodoAdvisor
from .picchetto.replay import PicchettoReplay
from .picchetto.table_game import PicchettoTableGame
from .picchetto.variants_game import VariantGame   # its bidding panel: cardkit.widgets.picchetto.auction

__all__ += ["AccomodoAdvisor", "AccomodoWidget", "DeclarationDialogue", "DeclarationsCalculator", "PicchettoGame",
            "PicchettoReplay", "PicchettoTableGame", "TrickCounter"]
__all__ += ["VariantGame"]   # Piquet Voleur and Auction Piquet

# Practice: click-to-answer questions and sets (practice)
from .practice import ExerciseWidget, PracticeWidget, QuestionWidget

__all__ += ["ExerciseWidget", "PracticeWidget", "QuestionWidget"]
