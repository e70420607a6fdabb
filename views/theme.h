// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <QMargins>
#include <QPalette>
#include <QString>

class QWidget;

/// Every colour, radius and padding of the views, in one place. A Theme is a plain value derived
/// from a QPalette: text, base, link and highlight come from the palette, and its lightness picks
/// the light or the dark tones of the accents and surfaces (a dark palette gets dark surfaces
/// with light text, so both stay readable). Painters read its fields; style sheets are built
/// from them (css(), the *StyleSheet() helpers). No colour literal lives anywhere else in views/.
struct Theme {
    explicit Theme(const QPalette &palette);
    /// The theme of `widget`'s palette.
    static Theme of(const QWidget *widget);
    /// The theme of the application's palette.
    static Theme app();
    /// The theme of `palette`, derived again only when the palette changes.
    static Theme cached(const QPalette &palette);
    /// `color` as a style sheet colour ("#rrggbb", or rgba() when translucent).
    static QString css(const QColor &color);
    /// `a` mixed with `b`: t = 0 gives a, t = 1 gives b.
    static QColor mix(const QColor &a, const QColor &b, qreal t);
    /// The dark palette Preferences and `screenshot --theme dark` force (AppTheme): light text
    /// on dark surfaces, as desktop dark themes give it.
    static QPalette darkPalette();
    /// WCAG 2 contrast ratio of two opaque colours (1 to 21).
    static qreal contrast(const QColor &a, const QColor &b);

    bool dark = false; ///< the palette is dark (light text on dark surfaces)

    // Text.
    QColor text; ///< body text (the palette's)
    QColor muted; ///< secondary text: titles, times, hints
    QColor secondary; ///< text a little less quiet than muted (details, captions)
    QColor link; ///< links and "Go to" buttons
    QColor error; ///< error text
    QColor warning; ///< warning text (problems marker)
    QColor selection; ///< selected text background (the palette's highlight)
    QColor selectionText;
    QColor focusRing; ///< the keyboard focus ring around an interactive part

    // The message view.
    QColor canvas; ///< behind the message rows
    QColor messageFill;
    QColor messageBorder;
    QColor selectedMessageBorder;
    QColor cardFill;
    QColor toolCardFill; ///< tool calls and responses
    QColor transferCardFill;
    QColor errorCardFill;
    QColor cardBorder;
    QColor errorCardBorder;
    QColor selectedCardBorder;
    QColor selectedCardFill;
    QColor placeholderBorder; ///< the dashed frame of an image that is not shown
    QColor buttonFill;
    QColor buttonBorder;
    QColor roleUser, roleAgent, roleOther; ///< role badge backgrounds
    QColor roleText; ///< text on a role badge

    // Grounding: cited text covered by one, two, three or more segments, a selected one.
    QColor citation1, citation2, citation3, citationSelected;
    QColor citationMarker; ///< the [1][2] markers
    /// A sentence with no source (View ▸ Show Uncited Sentences), the one stepped to.
    QColor uncited, uncitedCurrent;

    // Find.
    QColor findMatch;
    QColor evidenceMatch; ///< the words a source shares with the selected cited segment
    QColor findCurrent;
    QColor findCurrentText;

    // Badges (event badges, chips): plain, warning and error tones; muted has no background.
    QColor badgeText;
    QColor badgePlainFill, badgePlainText;
    QColor badgeWarningFill, badgeWarningText;
    QColor badgeErrorFill, badgeErrorText;

    // Answer pane and steps.
    QColor bannerWarningFill, bannerWarningText; ///< "No answer was generated."
    QColor bannerErrorFill, bannerErrorText; ///< "The answer failed."
    QColor stateSucceeded, stateFailed, stateOther; ///< an answer's state in words
    QColor stepSucceeded, stepFailed, stepRunning, stepUnknown; ///< step state dots
    QColor relatedBorder, relatedFill, relatedHover; ///< related question buttons

    // State pane rows.
    QColor stateAdded, stateChanged, stateUnchanged;

    // Comparison window: text only on the left (removed) or only on the right (added), shown by
    // background alone (never struck through: it hurts Japanese and Chinese).
    QColor diffRemoved, diffAdded;

    // References pane.
    QColor chipFill, chipText; ///< search query chips
    QColor noteFill, noteBorder; ///< the selected citation's box, the filter's hidden notice
    QColor referenceAccent; ///< a source supporting the selection
    QColor referenceSupportFill, referenceMissingFill;
    QColor referenceMissing, referenceCited, referenceUncited; ///< number badges
    QColor referenceBadgeText;

    // Trace bars, filter bar, find bar.
    QColor spanRoot, spanChild;
    QColor barFill, barBorder; ///< the filter bar
    QColor activeFilter; ///< a filter button that filters something
    QColor errorFieldFill; ///< an input holding an invalid value

    /// The colour that marks invocation `id` in badges: stable for an id (its hue comes from the
    /// id alone), light or dark with the theme; invalid for an empty id.
    QColor invocationColor(const QString &id) const;
    /// The background of cited text covered by `depth` segments (`selected`: the strong one).
    QColor citationColor(int depth, bool selected) const;

    /// "color: …;" for a style sheet.
    static QString colorRule(const QColor &color);
    /// The message view's: the canvas behind the painted rows, and the muted, error and warning
    /// texts of its bars (widgets with the property muted, errorText or warningText).
    QString messageViewStyleSheet() const;

    // Sizes (device-independent pixels).
    static constexpr int kMessageRadius = 8;
    static constexpr int kCardRadius = 6;
    static constexpr int kRoleBadgeRadius = 4;
    static constexpr int kChipRadius = 3;
    static constexpr int kButtonRadius = 3;
    static constexpr int kNoteRadius = 4;
    static constexpr int kBorder = 1; ///< a message's or card's border
    static constexpr int kSelectedBorder = 2; ///< the border of a selected message or card
    static constexpr QMargins kMessagePadding {12, 8, 12, 10}; ///< inside the border
    static constexpr int kMessageSpacing = 6; ///< between a message's header and cards
    static constexpr QMargins kCardPadding {10, 6, 10, 8};
    static constexpr int kCardSpacing = 4; ///< between a card's title and body parts
    static constexpr int kHeaderSpacing = 8; ///< between the texts of a header line
    static constexpr QMargins kRoleBadgePadding {7, 1, 7, 1};
    static constexpr QMargins kChipPadding {4, 0, 4, 0};
    static constexpr int kChipSpacing = 4;
    static constexpr int kPlaceholderPadding = 16;
    static constexpr int kButtonPadding = 2; ///< above and below a flat button's text
    static constexpr int kTreeRowPadding = 2; ///< above and below a JSON tree row's text
    static constexpr int kTreeIndent = 20; ///< a JSON tree level
    static constexpr int kListSpacing = 6; ///< around each row of the message list
};
