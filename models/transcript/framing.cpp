// SPDX-License-Identifier: GPL-2.0-or-later
#include "framing.h"

using namespace Qt::StringLiterals;

QString framingId(Framing f)
{
    switch (f) {
    case Framing::SingleDocument:
        return u"json"_s;
    case Framing::JsonSequence:
        return u"jsonl"_s;
    case Framing::ServerSentEvents:
        return u"sse"_s;
    case Framing::Unknown:
        break;
    }
    return u"unknown"_s;
}
