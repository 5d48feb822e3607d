/** How many key points the featured fan (on /products/fan) and a fan's detail page show. */
export const keyPointLimits = { featuredFan: 4, fanDetail: 5 } as const
