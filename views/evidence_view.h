// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/grounding_evidence.h"

#include <QWidget>
#include <memory>

class QLabel;
class QSpinBox;
class QTextBrowser;
class QTextDocument;

/// The evidence beside a selected cited segment: for each of its sources, its number and title,
/// badges ("quoted", "no text", the confidence, the support and "weak support") and the text the
/// source gives with the words it shares with the segment marked (Theme::evidenceMatch). Shown
/// by the References pane, which owns it. Owns its SafeTextDocument, built with text formats
/// only (source text is inserted as text, never as markup), and shares the Grounding. The weak
/// threshold is a setting (weakThresholdKey), changed from the spin box in its header.
class EvidenceView : public QWidget
{
    Q_OBJECT
public:
    /// How much of a source's text the view shows; the rest is in the References details.
    static constexpr qsizetype shownCharacters = 4000;
    /// The QSettings key of the weak support threshold (a number from 0 to 1).
    static QString weakThresholdKey();

    explicit EvidenceView(QWidget *parent = nullptr);

    /// Shows the evidence for segment `segment` of `grounding` (null or -1: nothing); `answer`,
    /// the message's Discovery Engine details, lends its search results' snippets to references
    /// without text.
    void showSegment(std::shared_ptr<const Grounding> grounding, int segment,
        std::shared_ptr<const AnswerDetails> answer = nullptr);
    void clear() { showSegment(nullptr, -1); }

    const GroundingEvidence &evidence() const { return m_evidence; }
    double weakThreshold() const { return m_threshold; }
    /// Sets, saves and applies the threshold (clamped to 0..1).
    void setWeakThreshold(double threshold);
    /// Whether the shown segment is flagged as weakly supported.
    bool isWeak() const { return m_evidence.weak(m_threshold); }
    QTextDocument *document() const;
    /// The explanation of the support measure (the support badge's tooltip).
    static QString supportExplanation(double threshold);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void render();

    std::shared_ptr<const Grounding> m_grounding;
    std::shared_ptr<const AnswerDetails> m_answer;
    GroundingEvidence m_evidence;
    double m_threshold = defaultWeakSupportThreshold;
    QLabel *m_heading = nullptr;
    QLabel *m_thresholdLabel = nullptr;
    QSpinBox *m_thresholdBox = nullptr;
    QTextBrowser *m_text = nullptr;
};
