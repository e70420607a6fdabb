// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_message.h"

#include <QAccessible>
#include <QRect>
#include <QString>
#include <QVector>

/// What assistive technologies are told about a painted message: its header, its cards (title
/// and text) and the interactive targets of each card (buttons and links, with their visible
/// labels), read from the PaintedMessage alone. Stateless; used by MessageItemAccessible.
namespace MessageAccessibleParts {

/// A button or link of a card, in row coordinates.
struct Part {
    QAccessible::Role role = QAccessible::Button;
    QRect rect;
    QString name; ///< the visible label
    QString href; ///< a link's address
    bool enabled = true;
};

/// The chunks that have a card, in painting order.
QVector<int> cards(const PaintedMessage &painted);
/// The header's labels (role, author, time, turn, problems, badges), one line.
QString headerText(const PaintedMessage &painted);
/// The card's title line (its kind, or what a transcript or thought says it is).
QString cardTitle(const PaintedMessage &painted, int chunk);
/// The card's text below its title, top to bottom (labels, JSON rows, documents).
QString cardText(const PaintedMessage &painted, int chunk);
/// The buttons (go to, show, save, open image, tree rows) then the links of card `chunk`.
QVector<Part> parts(const PaintedMessage &painted, int chunk);

} // namespace MessageAccessibleParts
