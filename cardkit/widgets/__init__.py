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
from .belote_bidding import BiddingPanel
from .belote_drill import LegalCardsDrill
from .belote_game import BeloteGame
from .belote_hand import BeloteHand
from .belote_honours import HonoursView
from .belote_replay import BeloteReplay
from .belote_score import ScoreSheet
from .belote_trick import TrickView

__all__ += ["BiddingPanel", "LegalCardsDrill", "BeloteGame", "BeloteHand", "BeloteReplay", "HonoursView",
            "ScoreSheet", "TrickView"]

# Scopa (one module per widget: scopa_explorer, scopa_primiera, scopa_game,
# scopa_replay; shared parts in scopa_common)
from .scopa_explorer import CaptureExplorer
from .scopa_game import ScopaGame
from .scopa_primiera import PrimieraCalculator
from .scopa_replay import ReplayViewer

__all__ += ["CaptureExplorer", "PrimieraCalculator", "ScopaGame", "ReplayViewer"]

# Picchetto (one module per widget: picchetto_accomodo, picchetto_dialogue,
# picchetto_counter, picchetto_game, picchetto_calculator, picchetto_replay;
# shared parts in picchetto_common, the replays' in replay_common)
from .picchetto_accomodo import AccomodoWidget
from .picchetto_calculator import DeclarationsCalculator
from .picchetto_counter import TrickCounter
from .picchetto_dialogue import DeclarationDialogue
from .picchetto_game import PicchettoGame
from .picchetto_advisor import AccomodoAdvisor
from .picchetto_replay import PicchettoReplay

__all__ += ["AccomodoAdvisor", "AccomodoWidget", "DeclarationDialogue", "DeclarationsCalculator", "PicchettoGame",
            "PicchettoReplay", "TrickCounter"]

# Practice: click-to-answer questions and sets (practice)
from .practice import ExerciseWidget, PracticeWidget, QuestionWidget

__all__ += ["ExerciseWidget", "PracticeWidget", "QuestionWidget"]
