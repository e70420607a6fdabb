// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_message.h"

#include <QVector>

/// A place the keyboard can focus in a painted message: an enabled action (a button, a tree
/// row's arrow) or a link or cited text of one of its documents. A value made by focusStops().
struct FocusStop {
    /// What Enter runs, as a click would hit it: the action's target, or a Link / Citation
    /// whose rect is the first line piece of the link or cited text.
    PaintedMessage::Target target;
    int index = -1; ///< the action's index in PaintedMessage::targets; -1 for a link or citation
};

/// The stops of `painted` in card `chunk` (-1: the whole message) in reading order (top to
/// bottom, then left to right): its enabled actions and every run of link or cited text.
QVector<FocusStop> focusStops(const PaintedMessage &painted, int chunk);
