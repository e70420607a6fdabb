// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_unit.h"
#include "index_view.h"

#include <QString>
#include <QVector>

class MappedFile;

/// Conversation units of Agent Engine, ADK and Gemini files (formats.md §1.1), from byte ranges
/// only (no parse): the records of an event list or a stream form one conversation; ADK
/// sessions are one each (also inside `{"sessions": [...]}` pages); Agent Engine pages or bare
/// events group by session path. Appends to `units` and returns true for those families; returns
/// false (and appends nothing) for the others.
bool genaiConversationUnits(const QString &formatId, const MappedFile &file, const IndexView &view,
    QVector<ConversationUnit> &units);
