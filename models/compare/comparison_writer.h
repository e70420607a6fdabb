// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

struct ConversationComparison;

/// Writes a ConversationComparison for `conversation-inspector diff` (docs/cli.md): as text,
/// turn by turn, with changed words marked [-removed-]{+added+} as `git diff --word-diff`
/// marks them; or as JSON with every run's UTF-16 ranges. Stateless.
namespace ComparisonWriter {

/// `leftName` and `rightName` name the two sides in the header (path and conversation).
QString text(
    const ConversationComparison &comparison, const QString &leftName, const QString &rightName);
QByteArray json(
    const ConversationComparison &comparison, const QString &leftName, const QString &rightName);

} // namespace ComparisonWriter
