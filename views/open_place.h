// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

#include <memory>

struct Conversation;

/// What the window shows, for the tools that start from it (File ▸ Compare With…, the history of
/// a new CES session): the open conversation, its index in its file, the selected message and
/// the file's name and path. A plain value the main window hands out; the conversation is shared
/// and immutable.
struct OpenPlace {
    std::shared_ptr<const Conversation> conversation; ///< null when none is open
    int index = -1; ///< the conversation's index in its file
    int message = -1; ///< the selected message's row; -1: none
    QString fileName;
    QString path;
};
