// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

class AnswerPane;
class CitationsOverviewPane;
class ConversationListPane;
class DetailsPane;
class EvaluationPane;
class MessageView;
class ProblemsPane;
class ReferencesPane;
class SpansPane;
class StatePane;

/// The panes a SelectionRelay moves; the window owns them.
struct SelectionPanes {
    ConversationListPane *list = nullptr;
    MessageView *messages = nullptr;
    DetailsPane *details = nullptr;
    SpansPane *spans = nullptr;
    StatePane *state = nullptr;
    ProblemsPane *problems = nullptr;
    ReferencesPane *references = nullptr;
    AnswerPane *answer = nullptr;
    CitationsOverviewPane *citations = nullptr;
    EvaluationPane *evaluation = nullptr;
};
