// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

QString evaluationStatusId(EvaluationStatus status)
{
    switch (status) {
    case EvaluationStatus::Pass:
        return u"pass"_s;
    case EvaluationStatus::Fail:
        return u"fail"_s;
    case EvaluationStatus::NotEvaluated:
        return u"notEvaluated"_s;
    case EvaluationStatus::Skipped:
        return u"skipped"_s;
    case EvaluationStatus::Informational:
        return u"informational"_s;
    case EvaluationStatus::Unknown:
        break;
    }
    return u"unknown"_s;
}

QString evaluationStatusText(EvaluationStatus status)
{
    const char *text = QT_TRANSLATE_NOOP("EvaluationStatus", "Unknown");
    switch (status) {
    case EvaluationStatus::Pass:
        text = QT_TRANSLATE_NOOP("EvaluationStatus", "Pass");
        break;
    case EvaluationStatus::Fail:
        text = QT_TRANSLATE_NOOP("EvaluationStatus", "Fail");
        break;
    case EvaluationStatus::NotEvaluated:
        text = QT_TRANSLATE_NOOP("EvaluationStatus", "Not evaluated");
        break;
    case EvaluationStatus::Skipped:
        text = QT_TRANSLATE_NOOP("EvaluationStatus", "Skipped");
        break;
    case EvaluationStatus::Informational:
        text = QT_TRANSLATE_NOOP("EvaluationStatus", "Informational");
        break;
    case EvaluationStatus::Unknown:
        break;
    }
    return QCoreApplication::translate("EvaluationStatus", text);
}
