// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QVector>

/// Stepping through places listed in reading order (citations, uncited sentences) for the Go
/// menu: the next or previous one from the current place, or from the current message.
namespace ReadingStep {

/// The place `step` (+1 or -1) away from `current` in `all`, or, when `current` is not in it,
/// the first one of message `currentMessage` or later (the last one up to it for -1; any one when
/// `currentMessage` is -1). A default Ref when there is none. `messageOf` gives a place's message.
template<class Ref, class MessageOf>
Ref step(
    const QVector<Ref> &all, const Ref &current, int currentMessage, int step, MessageOf messageOf)
{
    const qsizetype at = all.indexOf(current);
    if (at >= 0) {
        const qsizetype next = at + (step > 0 ? 1 : -1);
        return next >= 0 && next < all.size() ? all.at(next) : Ref {};
    }
    if (step > 0) {
        for (const Ref &ref : all) {
            if (messageOf(ref) >= qMax(0, currentMessage))
                return ref;
        }
        return Ref {};
    }
    for (qsizetype i = all.size() - 1; i >= 0; --i) {
        if (currentMessage < 0 || messageOf(all.at(i)) <= currentMessage)
            return all.at(i);
    }
    return Ref {};
}

} // namespace ReadingStep
