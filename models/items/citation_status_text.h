// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/grounding.h"

#include <QString>

/// How a segment's offsets matched its text, translated ("offsets adjusted", ...): the words the
/// References pane, the message view's tool tips and the citations overview share.
QString citationStatusText(CitationStatus status);
